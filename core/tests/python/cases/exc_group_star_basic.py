try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
except* ValueError as e:
    print("V", repr(e))
except* TypeError as e:
    print("T", repr(e), str(e))
