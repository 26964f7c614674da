raise BaseExceptionGroup("bg", [KeyboardInterrupt(), ValueError(1)])
