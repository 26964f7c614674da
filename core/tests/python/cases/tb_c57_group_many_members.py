errors = [ValueError(i) for i in range(17)]
raise ExceptionGroup("many", errors)
