// What the console says when a part of it fails (src/ui/app/FailureScreen.tsx), when the cloud answers in a shape it
// does not know (src/ui/data/answerGuard.ts), and when another tab ended the session (src/ui/app/tabSync.ts).
// Loaded with those parts, never with /login's first screen.
export default {
  route: {
    title: 'This page could not be shown',
    chunk: 'Its code could not be loaded: the console may have been updated, or the network is down.',
    render: 'Something went wrong while showing it. The menu and the other pages still work.',
  },
  root: {
    title: 'The console could not be shown',
  },
  widget: {
    map: 'The map could not be shown.',
    charts: 'The charts could not be shown.',
    detail: "The device's details could not be shown.",
    notifications: 'Live notifications stopped after an error.',
  },
  offline: 'You are offline: it loads by itself when the network returns.',
  actions: { tryAgain: 'Try again', reload: 'Reload' },
  drift: 'The cloud answered in a form this console does not know, so it is not shown.',
  session: {
    endedElsewhere: 'You signed out in another tab of this browser.',
  },
};
