try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError as eg:
    raise KeyError("from star") from eg
