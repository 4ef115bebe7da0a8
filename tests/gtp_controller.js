// A whole game of each game between two hexgtp engines, driven by a
// third-party GTP controller library (@sabaki/gtp, Sabaki's): the
// controller asks one engine for a move (genmove <colour>) and tells the
// other (play <colour> <move>), as a GTP match runner does, b and w in
// turn, then compares their boards and final_score. Run by tests/suite_gtp_controller.sh.
// usage: node gtp_controller.js MODULE_DIR HEXGTP
const path = require('path')
const {Controller} = require(path.join(process.argv[2], 'node_modules', '@sabaki/gtp'))
const exe = process.argv[3]

const GAMES = [
  'churn size=3',
  'conhex',
  'wunchunk size=5 players=2',
  'uknight',
  'zumo',
]

async function send(engine, line) {
  const [name, ...args] = line.split(' ')
  const res = await engine.sendCommand({name, args})
  if (res.error) throw new Error(`${line}: ${res.content}`)
  return res.content
}

async function match(setup, seed) {
  const a = new Controller(exe, ['--seed', String(seed)])
  const b = new Controller(exe, ['--seed', String(seed + 1)])
  a.start()
  b.start()
  try {
    for (const e of [a, b]) {
      await send(e, `hexarcade-game ${setup}`)
      await send(e, 'hexarcade-level beginner')
      await send(e, 'komi 0')
    }
    // As a referee does: b and w take turns, whatever the moves (after a
    // swap too: the player who swapped has moved, issue 46), engine a
    // playing b and engine b playing w.
    const colours = ['b', 'w']
    let turns = 0
    while ((await send(a, 'hexarcade-result')) === 'ongoing' && turns < 2000) {
      const me = turns % 2
      const [mover, other] = me === 0 ? [a, b] : [b, a]
      const move = await send(mover, `genmove ${colours[me]}`)
      await send(other, `play ${colours[me]} ${move}`)
      turns++
    }
    const boardA = await send(a, 'showboard'), boardB = await send(b, 'showboard')
    if (boardA !== boardB) throw new Error(`${setup}: the engines' boards differ`)
    const scoreA = await send(a, 'final_score'), scoreB = await send(b, 'final_score')
    if (scoreA !== scoreB) throw new Error(`${setup}: final_score ${scoreA} and ${scoreB}`)
    console.log(`controller: ${setup}: ${turns} turns, final_score ${scoreA}`)
  } finally {
    await a.stop()
    await b.stop()
  }
}

;(async () => {
  let seed = 11
  for (const g of GAMES) await match(g, (seed += 2))
})().catch(e => {
  console.error('controller: ' + e.message)
  process.exit(1)
})
