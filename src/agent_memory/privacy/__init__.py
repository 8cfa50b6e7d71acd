"""Privacy classifier: one-time codes, secrets, system status, scams and marketing in text."""
