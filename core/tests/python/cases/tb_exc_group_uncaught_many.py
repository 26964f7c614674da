raise ExceptionGroup("lots", [ValueError(i) for i in range(17)])
