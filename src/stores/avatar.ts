/** SPEC §9 avatar colours; the rule itself is shared with the wui-avatar primitive. */
export { avatarBaseColor, avatarColors } from '../global/avatar-colors';
