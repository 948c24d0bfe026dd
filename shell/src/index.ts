// An async boundary so shared modules are negotiated before React loads. It starts in a task of its own:
// evaluating the federation runtime and negotiating the shared modules are then two shorter tasks on a
// phone's main thread, instead of one long one that blocks input.
setTimeout(() => void import('./bootstrap'));
