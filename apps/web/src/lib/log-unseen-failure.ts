/**
 * The one way a failure that nothing on screen tells is recorded: a console warning. The spec
 * asks for it where a fetch failure only means something is left out (the visitor's country, the
 * Google button, analytics) and for the editor's image uploads. A failure the person is shown
 * (the banner, a message in place) is handled, and never logged.
 */
export function logUnseenFailure(error: unknown): void {
  console.warn(error);
}
