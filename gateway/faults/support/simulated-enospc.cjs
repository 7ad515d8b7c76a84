// Loaded into the gateway (node --require) where no small file system can be mounted: while
// the file SIMULATED_ENOSPC_FLAG exists, writes under DATA_DIR fail as on a full disk (ENOSPC)
// and statfs reports no free space. SQLite writes in native code are not reached: they go on.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const flag = process.env.SIMULATED_ENOSPC_FLAG;
const dataDir = process.env.DATA_DIR && path.resolve(process.env.DATA_DIR);
const full = (file) =>
  Boolean(flag && dataDir && fs.existsSync(flag) && path.resolve(String(file)).startsWith(dataDir));
const enospc = (file) =>
  Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
    path: String(file),
  });

const createWriteStream = fs.createWriteStream;
fs.createWriteStream = function (file, options) {
  const stream = createWriteStream.call(fs, file, options);
  if (full(file)) {
    stream._write = (_chunk, _encoding, callback) => callback(enospc(file));
    stream._writev = (_chunks, callback) => callback(enospc(file));
  }
  return stream;
};

const writeFile = fs.promises.writeFile;
fs.promises.writeFile = async function (file, ...rest) {
  if (full(file)) throw enospc(file);
  return writeFile.call(fs.promises, file, ...rest);
};

const statfs = fs.promises.statfs;
fs.promises.statfs = async function (file, ...rest) {
  const info = await statfs.call(fs.promises, file, ...rest);
  return full(file) ? Object.assign(info, { bavail: 0, bfree: 0 }) : info;
};
