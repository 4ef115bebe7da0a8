# needs: uknight
# Uknight through the protocol: placements, an axe, throws, a capture,
# phase-1 refusals, swap, options.
game uknight size=5
showboard
score
play A3
legal_moves
play pass
# D4 is a knight's move from B1, A2 and A3: it becomes a double.
play D4
showboard
play pass
legal_moves
play D4>D7
showboard
score
undo
play D4>A4
showboard
score
result
# Refusals (Red to move): not his double, moves in phase 1, bad cells.
play d4 > h4
play B6-C4
play x
play E5
play D4>Z9
play B6>
play -C4
play swap
undo
play D4>D8
to_move
game uknight
showboard
game uknight size=7 own-pieces-block-axe=on pie=off
showboard
game uknight size=8
game uknight own-pieces-block-axe=maybe
