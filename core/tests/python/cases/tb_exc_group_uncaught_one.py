def task():
    raise RuntimeError("only one")


try:
    task()
except RuntimeError as e:
    err = e
raise ExceptionGroup("single", [err])
