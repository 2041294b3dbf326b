// Kept apart from the schemas so screens that only show a message (the header) do not load zod.
/** The spec's sign-in messages, word for word (spec 000 section 8). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  accessDenied: 'Access denied. Please check your credentials.',
  loginFailed: 'Login failed. Please try again.',
  noToken: 'No token received from server',
  superAdminRequired: 'Access denied. Super admin access required.',
  unauthorizedRole: 'Unauthorized role',
  fillAllFields: 'Please fill in all fields',
  loginSuccessful: 'Login successful!',
  invalidTokenFormat: 'Invalid token format',
  noTenantInToken: 'No tenant ID found in token',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  organizationNotFound: 'Organization not found',
  organizationInactive: 'Your organization is inactive. Contact your platform administrator.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Password changed. Other devices were signed out.',
  signedOutEverywhere: 'Signed out on every device.',
} as const;
