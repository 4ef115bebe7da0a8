# needs: wunchunk churn conhex uknight zumo
# Messages that list the registry: right once all five games are in it.
game
game nosuchgame size=3
to_move
game churn
to_move
game CHURN
