def work():
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)])


try:
    work()
except* ValueError:
    print("handled ValueError")
