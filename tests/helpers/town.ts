// The demo town's facts, installed before a test file's modules are loaded (as the server's entry
// does at start, ADR 30).
import '../../server/town/boot';
