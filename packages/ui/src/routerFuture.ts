/**
 * The router's settings, for the shell's router and the routers of both remotes' tests: navigations are
 * transitions. A location change that reaches a part of the page still hydrating waits for it rather than
 * throwing the server's HTML away (React's error #421), so state set with a navigation (see the admin console's
 * sign-out) goes in the same transition.
 */
export const ROUTER_FUTURE = { v7_startTransition: true } as const;
