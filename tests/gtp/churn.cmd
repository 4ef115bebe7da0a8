# needs: churn
# Churn through the protocol: set-up, options, play, swap, undo, errors.
game churn
showboard
to_move
legal_moves
result
score
1 play B2
showboard
2 to_move
3 legal_moves
play swap
to_move
showboard
legal_moves
undo
to_move
# Errors leave the position unchanged.
play B2
play Z9
play b2,a1
play
play 12
play swap swap
showboard
# Case and blanks do not matter; the answer of play is empty.
play   c3  
showboard
score
undo
undo
undo
2 undo
showboard
# Options: size, pie; bad keys and values are refused, the game unchanged.
game churn players=3
game churn size=9
game churn size=x
game churn foo=on
game churn pie=maybe
game churn pie
game churn size=3 size
showboard
game churn size=2 pie=off
showboard
play A1
legal_moves
play swap
# A whole game on side 2: forced moves for genmove, the end, refusals after it.
play B1
play C3
play A2
play B3
play C2
showboard
result
score
legal_moves
play B2
10 genmove beginner
play B2
legal_moves
genmove
showboard
result
score
legal_moves
play A1
genmove
genmove expert
undo
result
to_move
genmove nosuchlevel
play B2
result
clear_board
showboard
result
undo
game churn SIZE=2 pie=off
legal_moves
