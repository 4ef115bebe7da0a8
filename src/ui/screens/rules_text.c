/* The rules pages. Short sentences, one idea each; the exact contract is
 * /work/shared/RULES.md, these are its plain-words companion. */
#include "ui/screens/rules_text.h"

#include <string.h>

static const rules_page_t wunchunk[] = {
    {"Chunks and crumbs",
     "Stones of one colour that touch side to side form a group. A group of two or more stones is a "
     "chunk; a lone stone is a crumb.\n"
     "You want few chunks of your own colour. When the game ends, the player with the fewest chunks "
     "wins.",
     "wunchunk/rules/chunks.txt", "Red has 2 chunks and 1 crumb. Blue has 3 chunks.", 0},
    {"A turn",
     "At the start of your turn, count your chunks: that is how many stones you may place.\n"
     "Place them on empty cells, in any colours you like: your own or an opponent's. Joining your "
     "own chunks, or giving an opponent more chunks, are both good moves.\n"
     "Placing no stone at all is a pass.",
     "wunchunk/rules/turn.txt",
     "Red has 2 chunks, so places 2 stones: a red one joins them into one, a blue one gives Blue its first chunk.",
     0},
    {"The end",
     "The game ends when the board is full, or when every player passes, one after another.\n"
     "Fewest chunks wins. On a tie: fewest crumbs, then fewest groups of two, then of three, and so "
     "on. Players still equal share the win.\n"
     "Three or four can play: each starts with a pair of stones around the centre.",
     "wunchunk/start-s5-p4.txt", "Four players: Red, Blue, Green and Yellow.", 0},
    {"Options",
     "Pie rule (two players, on by default): on his first turn, Blue may swap instead of placing. "
     "The players exchange colours and the first player goes on as Blue.\n"
     "Balance (off by default): on Red's second turn, a move that places stones must leave Red with "
     "at most one chunk. Passing is always allowed.\n"
     "Boards have sides 5 to 8: 6 is usual for two players, 8 for three or four.",
     NULL, NULL, 0},
};

static const rules_page_t churn[] = {
    {"The goal",
     "Red and Blue take turns placing one stone of their own colour on an empty cell. Nobody may pass.\n"
     "The game ends when the board is full. The player with more stones on it wins: the number of "
     "cells is odd, so there are no ties.\n"
     "Stones do not always stay, as the next pages show.",
     "churn/rules/goal.txt", "A game on a board of side 3: 19 cells.", 0},
    {"Where to place",
     "A group is stones of one colour that touch side to side.\n"
     "Every empty cell has a size: 1, plus the sizes of your own groups that touch it. You must "
     "place on a cell of the smallest size there is.\n"
     "So a stone that touches none of yours comes first; you join groups only when nothing smaller "
     "is left.",
     "churn/rules/place.txt", "Only the marked cells touch no red stone: their size is 1, the smallest, so Red must place there.", 1},
    {"Churn",
     "After you place, every group of yours smaller than the group you just made leaves the board. "
     "Groups of the same size stay.\n"
     "Your opponent's stones are never touched.\n"
     "Pie rule (on by default): Blue may answer Red's first stone by taking Red's colour; the "
     "first player then goes on as Blue.",
     "churn/rules/churn.txt", "Red plays B1, making a group of 2: Red's lone stones vanish, the other pair stays.", 0},
};

static const rules_page_t conhex[] = {
    {"Pegs and cells",
     "The board has 69 holes and 41 cells. In turn, each player puts a peg in an empty hole.\n"
     "A cell is yours as soon as you hold half of its holes: 2 of 3 on the border, 3 of 6 inside, "
     "3 of 5 in the centre. A claimed cell stays yours.\n"
     "One peg can claim up to three cells at once.",
     "conhex/rules/claim.txt", "Blue's peg on F4 makes half of three cells at once: all three turn blue.", 0},
    {"Winning",
     "Blue wins with a chain of his cells, touching side to side, from the top of the board to the "
     "bottom. Red wins with a chain from left to right.\n"
     "A corner cell counts for both sides it touches. There are no draws.\n"
     "Pie rule (on by default): Red may answer Blue's first peg with a swap: the players exchange "
     "colours.",
     "conhex/rules/win.txt", "Blue's peg on E8 claims two cells and joins top and bottom: Blue wins.", 0},
};

static const rules_page_t uknight[] = {
    {"The goal",
     "White and Black each try to unite all their pieces in one group: pieces touching side to side. "
     "A single piece counts as a group.\n"
     "It is checked after every turn, the player who just moved first.\n"
     "Each side starts with six stones beside three corners.",
     "uknight/start-s5-p2.txt", "The start on a board of side 5.", 0},
    {"Placing",
     "A knight's leap goes to one of the 12 cells three steps away that are not on a straight line.\n"
     "In the first phase you place a new stone a knight's leap from one of your pieces.\n"
     "A stone placed a knight's leap from three or more of your pieces becomes a double: it "
     "carries an axe.",
     "uknight/rules/place.txt", "The marked cells are a knight's leap from White's pieces: White may place there.", 1},
    {"Throwing an axe",
     "Take the axe off one of your doubles and throw it along a straight line. It flies over your own "
     "pieces. It may stop on any empty cell it passes, as a new stone of yours, or hit the first "
     "enemy piece, which becomes yours.\n"
     "In the first phase an enemy double cannot be taken and blocks the axe.",
     "uknight/rules/throw.txt", "White throws the axe from D4 along the line: it takes the black stone on F6, which turns white.", 0},
    {"Phase two",
     "When the board holds 4, 6 or 8 axes (sides 5, 6, 7), placing stops for good. Instead you move "
     "a piece by a knight's leap, or throw an axe.\n"
     "Before acting you may clean up: remove your lone stones whose every knight cell holds an "
     "enemy piece. Passing is allowed; two passes in a row make a draw.\n"
     "Option: own pieces block axes.",
     "uknight/rules/phase2.txt", "Phase two: White leaps from C1 to D4, unites all its pieces and wins.", 0},
};

static const rules_page_t zumo[] = {
    {"Sightlines",
     "From a cell, look along the six straight lines. The first stone you see makes that line friendly "
     "(your colour) or opposing; with no stone, the line is neutral.\n"
     "Your first stone goes anywhere. After that, each stone you place needs at least one friendly "
     "line; with no such cell, you pass.",
     "zumo/rules/sight.txt", "The marked cells see a black stone first on some line: Black may place there.", 1},
    {"Suction",
     "Every friendly stone in sight of your new stone slides one cell towards it and gives it one unit "
     "of energy.\n"
     "A friendly stone already next to it cannot come closer: it evaporates, but still gives its "
     "unit.",
     "zumo/rules/suction.txt", "Three black stones are in sight: they slide in, giving 3 units.", 0},
    {"Pushing",
     "Spend the energy on opposing stones in sight: each unit moves the first opposing stone on a line "
     "one cell further away. If you push, you spend all the units, split over the lines as you like.\n"
     "A pushed stone knocks out any stone in its way. Push one over the edge and you win at once.",
     "zumo/rules/push.txt", "Black gathers 2 units and pushes the white stone two cells, over the edge: Black wins.", 0},
    {"Good to know",
     "A turn that brings back a position for the third time is not allowed. If both players must "
     "pass, one after the other, the game is drawn.\n"
     "Partial pushes (off by default): spend any number of units, not all or none.\n"
     "Pie rule (on by default): White may answer Black's first stone by taking it over.",
     NULL, NULL, 0},
};

#define BOOK(id, pages) {id, pages, (int)(sizeof pages / sizeof pages[0])}
static const rules_book_t books[] = {
    BOOK("wunchunk", wunchunk), BOOK("churn", churn), BOOK("conhex", conhex),
    BOOK("uknight", uknight),   BOOK("zumo", zumo),
};

const rules_book_t *rules_book(const char *game_id)
{
    for (size_t i = 0; game_id && i < sizeof books / sizeof books[0]; i++)
        if (!strcmp(books[i].game, game_id)) return &books[i];
    return NULL;
}
