/* The pool without threads (ai_pool_fiber.c, the browser page's second
 * form): what the page's host adds to ai_pool.h. The owner's polls run the
 * fibers in the page's frames; a host that knows when its next frame is
 * due gives them the rest of the frame instead, after the frame went up. */
#ifndef AI_POOL_FIBER_H
#define AI_POOL_FIBER_H

/* Is any task of any pool under way (a fiber to run)? */
int ai_pool_fiber_busy(void);
/* The host gives the fibers their time from now on (before any task):
 * the polls (ai_pool_finished) then run no slice of their own, and the
 * frame is drawn first, the search after it. */
void ai_pool_fiber_host(void);
/* Runs the pools' fibers until deadline (the page's clock, ms) or until
 * none is left to run. From the page's own context only (not a fiber). */
void ai_pool_fiber_run_until(double deadline);

#endif
