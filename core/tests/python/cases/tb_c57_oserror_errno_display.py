import errno

def open_config(path):
    raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)

try:
    open_config("app.ini")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)
    print(e)
print(OSError(13, "denied"), type(OSError(13, "denied")).__name__)
print(OSError("plain"), OSError(1, 2, 3, 4, 5).args)
raise PermissionError(errno.EACCES, "Permission denied", "secret.txt")
