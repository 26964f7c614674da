try:
    raise ExceptionGroup("eg", [ValueError("v"), TypeError("t")])
except* ValueError:
    raise KeyError("replaced")
