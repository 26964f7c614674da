class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius
    def __str__(self):
        return f"{self.celsius:.1f}°C ({self.fahrenheit():.1f}°F)"
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

print(Temperature(21))
print(Temperature("warm"))
