# os's Python part: the native module (environ, getenv, sep) is made first and this file runs in
# its namespace, adding os.path (string operations only: the playground has no file system).
from . import path
