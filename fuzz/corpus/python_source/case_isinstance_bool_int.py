print(isinstance(True, int), isinstance(1, bool), type(True).__name__)
