print(isinstance(3, (str, int)), isinstance("s", (int, float)), isinstance(True, int), isinstance(3.0, float), isinstance([], list), isinstance({}, dict))
