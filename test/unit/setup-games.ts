// Unit tests load storage without the app: register the games' cards first, as src/main.ts
// does before storage opens (storage keeps saved games of registered game ids only).
import '../../src/app/game-cards';
