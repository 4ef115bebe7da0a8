# needs: churn wunchunk
# loadlevel: a position from a file; bad files are refused, the position kept.
loadlevel tests/gtp/levels/churn-mid.txt
showboard
to_move
result
score
legal_moves
play A1
play B1
showboard
# A loaded position never offers swap, even one turn in.
legal_moves
play swap
undo
undo
undo
clear_board
showboard
to_move
# Unreadable and invalid files: a clear message, nothing changes.
loadlevel tests/gtp/levels/does-not-exist.txt
loadlevel tests/gtp/levels
loadlevel tests/gtp/levels/not-a-level.txt
loadlevel tests/gtp/levels/churn-bad-row.txt
loadlevel tests/gtp/levels/churn-bad-char.txt
loadlevel tests/gtp/levels/churn-bad-size.txt
loadlevel tests/gtp/levels/churn-bad-option.txt
loadlevel tests/gtp/levels/unknown-game.txt
showboard
to_move
# The shipped start positions load by their path under the data directory.
loadlevel levels/churn/start-s2-p2.txt
showboard
legal_moves
# Wunchunk: more than 100,000 whole turns.
loadlevel tests/gtp/levels/wunchunk-many.txt
to_move
score
7 legal_moves
play 1A1,2B1,1C1,1A2
play 1A1,1A1
play 1C1,2B1,1A1
play 2c2 , 1B2
play   2b2 
showboard
score
legal_moves
undo
game wunchunk size=5
loadlevel tests/gtp/levels/wunchunk-many.txt
game churn
loadlevel tests/gtp/levels/wunchunk-many.txt
showboard
