raise ExceptionGroup("two problems", [ValueError(1), TypeError("bad type")])
