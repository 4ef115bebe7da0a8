# GTP conventions (issue 35): colours in play and genmove, boardsize, komi,
# clear_board on the default game, final_score, hexarcade- prefixed names.
# needs: churn conhex wunchunk
known_command hexarcade-game
known_command game
known_command hexarcade-level
komi 6.5
komi x
# boardsize before a game says to choose one (issue 46)
boardsize 4
hexarcade-result
hexarcade-game churn size=3 pie=off
play b B2
play white B2
play w A1
play 1 C3
play Red A2
hexarcade-level beginner
hexarcade-level nonsense
genmove red
genmove blue
undo
genmove 2 easy
boardsize 5
showboard
boardsize 9
hexarcade-game conhex
boardsize 5
play b F6
play b F5
hexarcade-loadgame tests/gtp/none.json
time_settings 60 5 1
time_settings 60 x
time_left w 3000 0
time_left 3 30 0
genmove w
analyze 2
analyze w 5
analyze b 0
hexarcade-analyze b 20
to_move
game churn size=2 pie=off
genmove b
genmove w
genmove b
genmove w
genmove b
genmove w
genmove b
genmove w
genmove b
genmove w
result
final_score
