/**
 * The verbs English advice opens with ("Use …", "Never …", "Lock …"): a line that opens with one is an instruction,
 * and one capitalised in the middle of a phrase opens a second line read into the first.
 */
export const imperativeVerbs: readonly string[] = [
  'use', 'never', 'always', 'do', 'don[\'’]t', 'keep', 'lock', 'report', 'forward', 'check', 'verify', 'avoid', 'make',
  'create', 'enable', 'change', 'update', 'review', 'delete', 'open', 'click', 'install', 'configure', 'write', 'read',
  'run', 'choose', 'ensure', 'follow', 'protect', 'store', 'share', 'send', 'call', 'contact', 'ask', 'perform',
  'take', 'set', 'add', 'remove', 'encode', 'validate', 'minimize', 'limit', 'restrict', 'encrypt', 'apply', 'stop',
  'look', 'hover', 'type', 'save', 'learn', 'download', 'be', 'consider', 'test', 'monitor', 'train', 'treat',
  'require', 'disable', 'prefer', 'explain', 'fork', 'push', 'pull', 'commit', 'standardize', 'normalize', 'improve',
  'identify', 'represent', 'go',
];
