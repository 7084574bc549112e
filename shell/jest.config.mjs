import preset from './jest.preset.cjs';

export default { ...preset };
