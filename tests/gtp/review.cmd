# needs: churn conhex
# analyze, savegame, loadgame (issue 25)
1 game churn size=3
2 analyze 2
3 analyze 0
4 analyze many
5 play C3
6 savegame @TMP@/review-test.sav
7 game conhex
8 loadgame @TMP@/review-test.sav
9 showboard
10 undo
11 to_move
12 loadgame /nonexistent/x.sav
13 to_move
14 loadgame
15 savegame /nonexistent-dir/x.sav
16 savegame
17 loadgame tests/gtp/review.cmd
18 showboard
quit
