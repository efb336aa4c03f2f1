// Form validation messages: every key src/domain/validation.ts returns. Numbers come from i18n default
// variables rather than being written here.
export default {
  required: 'This field is required',
  phone: {
    required: 'Please enter a phone number',
    format: 'Invalid phone number: enter an 11-digit mainland China mobile number',
    length: 'A phone number has at least {{phoneMinDigits}} digits',
    sameAsCurrent: 'The new phone number must differ from the current one',
  },
  email: {
    required: 'Please enter an e-mail address',
    format: 'Invalid e-mail address',
    length: 'An e-mail address has at most {{emailMax}} characters',
  },
  account: {
    required: 'Please enter an account',
  },
  password: {
    required: 'Please enter a password',
    length: 'The password must be {{passwordMin}} to {{passwordMax}} characters long',
    mismatch: 'The two passwords do not match',
  },
  code: {
    required: 'Please enter the verification code',
    length: 'The verification code has {{codeLengthShort}} or {{codeLengthLong}} characters',
  },
  userName: {
    required: 'Please enter a name',
    length: 'The name must be {{userNameMin}} to {{userNameMax}} characters long',
    chars: 'The name may contain only letters, digits, Chinese characters, underscores and hyphens',
  },
  groupName: {
    required: 'Please enter a group name',
    length: 'The group name can have at most {{groupNameMax}} characters',
    chars: 'The group name may contain only letters (Chinese characters too), digits, single spaces between words, underscores and hyphens',
  },
  alias: {
    length: 'The alias can have at most {{aliasMax}} characters',
  },
  remark: {
    required: 'Please enter a remark',
    length: 'The remark can have at most {{remarkMax}} characters',
  },
  machineName: {
    required: 'Please enter a device name',
    length: 'The device name can have at most {{machineNameMax}} characters',
  },
  visitMessage: {
    length: 'The message can have at most {{visitMessageMax}} characters',
  },
  projectName: {
    required: 'Please enter a project name',
    length: 'The project name can have at most {{projectNameMax}} characters',
  },
  projectDescription: {
    length: 'The description can have at most {{projectDescriptionMax}} characters',
  },
  receiverName: {
    required: "Please enter the receiver's name",
    length: "The receiver's name can have at most {{receiverNameMax}} characters",
  },
  receiverEmail: {
    required: "Please enter the receiver's e-mail",
    length: 'The e-mail can have at most {{receiverEmailMax}} characters',
    duplicate: 'The email already exists, please do not add it again!',
  },
  machineCode: {
    required: 'Please enter the machine code',
    format: 'Invalid machine code: use {{machineCodeMin}} to {{machineCodeMax}} letters, digits or hyphens',
  },
  visitExpiry: {
    invalid: 'Enter a whole number of minutes',
    min: 'The visit validity must be at least {{minVisitMinutes}} minutes',
    max: 'A custom visit validity is at most {{maxVisitMinutes}} minutes (one year); choose Forever for longer',
  },
  camera: {
    nameRequired: 'Please enter the account name',
    appKeyRequired: 'Please enter the AppKey',
    secretRequired: 'Please enter the Secret',
    nameDuplicate: 'An account with this name already exists',
  },
  platform: {
    nameRequired: 'Please enter the platform name',
    nameLength: 'The platform name is at most {{max}} characters, without line breaks',
    logoUrl: 'Use an https address, a path on this site, or upload a picture',
    logoTooLarge: 'The picture is too large: at most {{max}} KB',
    logoNotPicture: 'This file is not a picture: upload a PNG, JPEG, GIF or WebP picture',
    logoTyped: 'Upload the picture instead of typing a data: address',
  },
};
