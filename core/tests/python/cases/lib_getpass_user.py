import getpass
import os

for name in ["LOGNAME", "USER", "LNAME", "USERNAME"]:
    os.environ.pop(name, None)
os.environ["USERNAME"] = "winuser"
print(getpass.getuser())
os.environ["LNAME"] = "lname"
print(getpass.getuser())
os.environ["USER"] = ""
print(getpass.getuser())
os.environ["USER"] = "alice"
print(getpass.getuser())
os.environ["LOGNAME"] = "bob"
print(getpass.getuser())
print(issubclass(getpass.GetPassWarning, UserWarning), getpass.__all__)
