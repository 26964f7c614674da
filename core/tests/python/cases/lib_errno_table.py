import errno

for num, name in errno.errorcode.items():
    print(num, name, getattr(errno, name) == num)
e = OSError(errno.ENOENT, "No such file or directory", "x.txt")
print(e, e.errno, e.strerror, e.filename)
for code in [errno.EEXIST, errno.EACCES, errno.EAGAIN, errno.ECHILD, errno.ETIMEDOUT]:
    err = OSError(code, "message")
    print(code, errno.errorcode[code], err.errno, err.strerror)
print(errno.EAGAIN == errno.EWOULDBLOCK, errno.EDEADLK == errno.EDEADLOCK)
