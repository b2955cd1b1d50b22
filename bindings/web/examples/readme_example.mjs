// node readme_example.mjs [libsheet.wasm]: without a path, the build's (or the npm package's)
import { Sheet } from '../sheet.js';

const engine = await Sheet.load(process.argv[2], { viewport: [390, 844, 47, 34] });   // points
const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }] });
sheet.present(0, 0);                                  // slide in to half height
engine.runUntilIdle(0);                               // ticks at 60 Hz until nothing moves
for (const event of engine.drainEvents()) console.log(event.time.toFixed(3), event.type, event.detent);
const { detent, top } = sheet.frame();
console.log(`resting at detent ${detent}, top ${top}`);   // 0, 445.5
