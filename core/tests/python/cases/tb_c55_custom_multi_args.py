class AppError(Exception):
    pass

e = AppError("code", 42)
print(e.args, str(e))
print(repr(AppError()))
raise AppError("disk full", 507, ["sda"])
