class Temp:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"temperature {v} below absolute zero")
        self._c = v

t = Temp()
t.celsius = 20
print(t.celsius)
t.celsius = -300
