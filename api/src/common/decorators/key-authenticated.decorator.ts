import { SetMetadata } from '@nestjs/common';

export const IS_KEY_AUTHENTICATED = 'isKeyAuthenticated';

/**
 * A route whose callers authenticate with an API key of their own (the OCTO API's resellers), checked by the
 * route's own guard: the site's JwtAuthGuard leaves it alone, as a reseller's key is no account's token.
 */
export const KeyAuthenticated = () => SetMetadata(IS_KEY_AUTHENTICATED, true);
