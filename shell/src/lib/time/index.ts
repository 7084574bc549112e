// Not a shared module (unlike ui): each app bundles only what it uses, and the shell's first load none of it.
export { formatInZone, hasWallTimePassed, wallClockAt, zonedTime, zoneLabel } from './zoned-time';
