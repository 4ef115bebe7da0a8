# needs: zumo
# Zumo through the protocol: free first placements, swap, suction, pushes,
# sightline refusals, push-off win, options.
game zumo size=6
showboard
legal_moves
play F6
legal_moves
play swap
to_move
play F7
play C3
showboard
score
legal_moves
# Refusals: no friendly sightline, bad pushes, bad forms.
play E4
play B3,C3+2
play B3,C3+0
play B3,Z9+1
play B3,
play B3 C3+1
play F7
play pass
play
# A push: placement, then the pushed stone's cell and its units.
play  b3 , c3 + 1 
showboard
score
undo
showboard
# A stone pushed over the edge wins at once.
loadlevel tests/gtp/levels/zumo-edge.txt
play C3,A1+2
play C3,A1+1
showboard
result
score
legal_moves
play D6
undo
result
game zumo
showboard
game zumo size=6 partial-push=on pie=off
play F6
play swap
game zumo size=5
game zumo partial-push=sometimes
