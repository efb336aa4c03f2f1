// The phone console's "sign in on a computer": confirming a desktop QR sign-in (src/ui/mobile/MobileQrSignIn.tsx).
export default {
  entry: {
    title: 'Sign in on a computer',
    hint: 'Sign a computer in as you: scan the QR code on its sign-in page, then confirm here.',
    open: 'Scan to sign in on a computer',
  },
  title: 'Sign in on a computer',
  back: 'Back to More',
  steps: 'On the computer, open the sign-in page and choose “QR code”. Scan the code with the camera, or type the code shown under it.',
  camera: {
    start: 'Scan with the camera',
    stop: 'Stop the camera',
    view: 'Camera view: point it at the QR code on the computer',
    looking: 'Looking for a QR code…',
    failed: 'The camera could not be opened. Type the code instead.',
  },
  code: {
    label: 'Code shown on the computer',
    hint: 'Spaces do not matter.',
    invalid: 'Enter the code as the computer shows it under the QR code.',
    submit: 'Continue',
    checking: 'Checking the code…',
  },
  ask: {
    title: 'Sign in on the computer?',
    body: 'The computer will be signed in as {{account}}.',
    browser: 'Browser',
    browserOn: '{{browser}} on {{os}}',
    address: 'Address',
    validUntil: 'Code valid until',
    unknown: 'Unknown',
    warning: 'Confirm only if you are at this computer yourself. Whoever uses it can then act as you.',
    confirm: 'Sign in on the computer',
    cancel: 'Cancel',
    busy: 'Sending your answer…',
  },
  done: {
    title: 'The computer is signing in',
    body: 'The computer signs in as {{account}} within a few seconds. Sign out there when you are done.',
    close: 'Done',
    again: 'Sign in on another computer',
  },
  cancelled: {
    title: 'Sign-in cancelled',
    body: 'The computer was not signed in. It shows its code again, so it can be scanned later.',
  },
  failed: {
    title: 'The computer was not signed in',
    again: 'Scan a code again',
  },
};
