// Async boundary, as in the browser's entry: the shared modules (React, the kit) are negotiated with the
// federation runtime before any code that uses them runs.
void import('./main');
