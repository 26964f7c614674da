import errno

for name in ["EPERM", "ENOENT", "EINTR", "EIO", "EBADF", "EAGAIN", "EWOULDBLOCK", "ENOMEM",
             "EACCES", "EEXIST", "ENOTDIR", "EISDIR", "EINVAL", "ENOSPC", "EPIPE", "EDOM",
             "ERANGE", "EDEADLK", "EDEADLOCK", "ENAMETOOLONG", "ENOSYS", "ENOTEMPTY", "ELOOP",
             "ENOTSUP", "EOPNOTSUPP", "ECONNREFUSED", "ETIMEDOUT", "ENOTRECOVERABLE", "EOWNERDEAD"]:
    n = getattr(errno, name)
    print(name, n, errno.errorcode[n])
print(len(errno.errorcode), sorted(errno.errorcode)[:5], sorted(errno.errorcode)[-5:])
print(list(errno.errorcode.items())[:10])
names = sorted(n for n in dir(errno) if n.startswith("E"))
print(len(names), names[:8])
print(all(errno.errorcode[getattr(errno, n)] in names for n in names))
print(sorted(n for n in names if errno.errorcode[getattr(errno, n)] != n))
try:
    open("surely_missing_file.txt")
except OSError as e:
    print(e.errno == errno.ENOENT, errno.errorcode[e.errno])
from errno import ENOENT, EEXIST
print(ENOENT, EEXIST)
try:
    errno.ENOPE
except AttributeError as e:
    print("AttributeError", e)
