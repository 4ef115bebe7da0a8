# needs: conhex
# ConHex through the protocol: holes, claims in the score, swap, errors.
game conhex
showboard
legal_moves
play A1
legal_moves
1 play swap
to_move
play F6
2 play C2
showboard
score
result
# Not a hole, taken, off the board, not a hole name.
play B1
play A1
play A12
play L1
play 1A1
play pass
play
showboard
undo
undo
undo
undo
score
# No size option; two players only.
game conhex size=5
game conhex players=3
game conhex pie=off
play k11
play swap
play a11
score
clear_board
showboard
