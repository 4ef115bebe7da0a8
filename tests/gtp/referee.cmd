# The engine under a real referee (issue 46): GTP's b and w are the first
# and second player, so after `play w swap` b moves next, as HexGui and
# MoHex have it (the seats exchanged colours: b now plays colour 2);
# final_score names the player and gives a margin where the game has one;
# a resignation is a move (issue 50) that result, final_score, undo,
# savegame and loadgame keep; a site's resignation loads as the game's end.
# needs: churn conhex
game churn size=3 pie=on
play b B2
play w swap
hexarcade-to_move
genmove w
genmove b
genmove w
play b resign
hexarcade-result
final_score
undo
# To the end with the referee's alternation: b (colour 2 now) wins by a
# stone, B+1.
game churn size=2 pie=on
play b A1
play w swap
genmove b
genmove w
genmove b
genmove w
genmove b
genmove w
genmove b
hexarcade-result
final_score
score
game churn size=2 pie=off
play b A1
play w resign
hexarcade-result
final_score
play b B2
play resign
undo
play resign
hexarcade-result
final_score
hexarcade-savegame @TMP@/resigned.sav
game conhex
hexarcade-loadgame @TMP@/resigned.sav
hexarcade-result
hexarcade-legal_moves
undo
hexarcade-result
play x resign
hexarcade-loadgame tests/data/foreign/littlegolem-conhex.txt
hexarcade-result
final_score
hexarcade-loadgame tests/data/foreign/AbstractPlay-churn-hex4-resign.json
hexarcade-result
final_score
