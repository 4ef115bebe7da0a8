# needs: wunchunk
# Wunchunk through the protocol: stones of any colour, allotments, passes,
# the end by passes, 3 and 4 players, the balance option.
game wunchunk size=5
showboard
score
play 2a1
legal_moves
play swap
to_move
play 1a2
showboard
score
undo
undo
play pass
play pass
result
score
legal_moves
play pass
genmove
undo
to_move
# Refusals: two stones with an allotment of one, a cell named twice, bad forms.
play 1A1,2A2
play 1A1,1A1
play 5A1
play 1Z9
play 1A1;2A2
play 1A1,
showboard
# Three players: passes must go all the way round.
game wunchunk players=3 size=5
showboard
score
play pass
play pass
result
play 3A1
play pass
play pass
play pass
result
score
game wunchunk players=4 size=5
showboard
play swap
# balance: on player 1's second turn he must keep at most one chunk.
game wunchunk size=5 balance=on pie=off
play 1A1
play 2B1
play 1A2
play pass
undo
play 1I9
showboard
score
