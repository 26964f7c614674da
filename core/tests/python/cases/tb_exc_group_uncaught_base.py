raise BaseExceptionGroup("base", [KeyboardInterrupt(), ValueError("v")])
