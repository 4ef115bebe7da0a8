# needs: wunchunk churn conhex uknight zumo
# preview <move>: the consequences, then "board" and the board play would
# give; the position is unchanged (showboard before play), errors as play's.
preview B2
game churn size=3
preview
preview Z9
preview B2 B3
known_command preview
# Churn: four groups vanish, every emptied cell named by a remove line.
play C5
play E4
play B2
play C4
play A3
play B1
play C1
play D2
play D4
play A2
play E3
7 preview B4
showboard
play B4
showboard
undo
# Wunchunk: Red places a Blue stone, joining Blue's chunk; Blue's score changes.
game wunchunk size=5
preview 2C3
preview pass
preview 1D3,2A1
showboard
# ConHex: a peg claims a cell.
game conhex
play G4
play H9
play D6
play B8
play I7
preview B9
preview B9
play B9
score
# Uknight: a placement that makes an axe; a throw that captures.
game uknight size=5
play C7
play C3
preview E6
game uknight size=5
play G6
play F7
play G3
play C7
play D4
play C5
preview D4>D1
preview D4>D3
# Zumo: suction (a slide and an evaporation), energy, a push of two units.
game zumo size=6
play I10
play E5
play E10,E5+1
play E5
play E7
play H5
play E2,H5+1
preview F6,E6+2
preview F6,E6+3
showboard
# Zumo: a push off the board wins.
game zumo size=6
play F1
play F5
play C1
preview F2,E1+1
result
play F2,E1+1
result
preview F3
