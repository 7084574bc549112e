import preset from '@travel/shell/jest-preset';

export default { ...preset };
