# Framing and the commands that need no game (GTP v2: ids, comments, blanks).
name
version
protocol_version
list_commands
known_command play
known_command genmove
known_command foo
known_command
12 name
   7    protocol_version   
	3	known_command	undo
# a comment line, then a blank line

name # a trailing comment
99 foo
foo bar baz
PLAY A1
name extra
12
0 version
007 version
12a name
to_move
showboard
play A1
undo
# clear_board before any game is an error (issue 46): no game is guessed.
clear_board
game wunchunk
legal_moves
result
score
genmove
5 genmove easy
loadlevel
loadlevel tests/gtp/levels/does-not-exist.txt
loadlevel tests/gtp
loadlevel tests/gtp/levels/not-a-level.txt
loadlevel tests/gtp/levels/unknown-game.txt
to_move
# An id longer than 20 digits is echoed whole (issue 23).
123456789012345678901234567890 name
42 quit
name
